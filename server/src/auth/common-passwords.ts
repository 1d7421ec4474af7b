/**
 * Passwords that pass the length, letter and number rules yet sit near the top of every leaked-password
 * list (and so of every guessing script). Compared in lower case. A short list on purpose: it refuses
 * the guesses tried first without refusing ordinary choices; it is not a substitute for the throttle.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password1', 'password12', 'password123', 'password1234', 'password2', 'password01', 'passw0rd', 'passw0rd1',
  'p@ssw0rd', 'p@ssword1', 'p@ssw0rd1', 'pa55word', 'pa55w0rd', 'password!1', 'password1!', 'password123!',
  'qwerty123', 'qwerty12', 'qwerty1234', 'qwerty12345', 'qwertyuiop1', 'qwe123qwe', 'qweasd123',
  '1qaz2wsx', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', 'zaq12wsx', 'q1w2e3r4', 'q1w2e3r4t5', 'asdf1234',
  'asdfgh123', 'zxcvbnm1', 'zxcv1234', 'abc12345', 'abcd1234', 'abc123456', 'abcdef123', 'a1b2c3d4',
  'a1234567', 'a12345678', 'aa123456', 'aa12345678', '12345678a', '123456789a', '1234567a',
  '123abc123', 'iloveyou1', 'iloveyou2', 'letmein1', 'letmein123', 'welcome1', 'welcome123', 'welcome2024',
  'welcome2025', 'welcome2026', 'admin123', 'admin1234', 'admin12345', 'administrator1', 'root1234',
  'test1234', 'test12345', 'testing123', 'changeme1', 'changeme123', 'default1', 'guest1234', 'user1234',
  'login123', 'secret123', 'trustno1', 'master123', 'monkey123', 'dragon123', 'shadow123', 'sunshine1',
  'princess1', 'football1', 'baseball1', 'soccer123', 'superman1', 'batman123', 'michael1', 'charlie1',
  'jordan23', 'computer1', 'internet1', 'summer2024', 'summer2025', 'summer2026', 'winter2025', 'spring2026',
  'autumn2026', 'january2026', 'monday123', 'freedom1', 'starwars1', 'pokemon123', 'hello123', 'hello1234',
  'whatever1', 'blessed1', 'flower123', 'lovely123', 'loveme123', 'southafrica1', 'capetown1', 'durban123',
  'johannesburg1', 'springbok1', 'travel123', 'holiday123', 'safari123', 'booking123',
]);
