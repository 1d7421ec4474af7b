import { describe, expect, it } from '@jest/globals';
import { drawableLine, drawableLines, wrapLine } from './pdf-text.js';

// A font that has printable ASCII, "ë" and "Ŋ" only.
const charset = new Set([...Array.from({ length: 95 }, (_, i) => 32 + i), 'ë'.codePointAt(0)!, 'Ŋ'.codePointAt(0)!]);

describe('drawableLine', () => {
  it('keeps what the font has and folds what it can: accents dropped, ligatures spelt out', () => {
    expect(drawableLine('Zoë Ŋgema', charset)).toBe('Zoë Ŋgema');
    expect(drawableLine('Ærø café ﬁn', charset)).toBe('?r? cafe fin');
  });

  it('draws "?" for characters the font lacks and for lone surrogates, and drops controls and bidi overrides', () => {
    expect(drawableLine('李 😀', charset)).toBe('? ?');
    expect(drawableLine('a\uD800b\uDFFFc', charset)).toBe('a?b?c');
    expect(drawableLine('x\u202Ey\u200Dz\u0000\u0007', charset)).toBe('xyz');
    expect(drawableLine('one\ttwo\r\nthree', charset)).toBe('one two three');
  });

  it('splits on every kind of line break', () => {
    expect(drawableLines('a\r\nb\nc\rd\u2028e', charset)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('wrapLine', () => {
  const measure = (text: string) => text.length;

  it('breaks between words and keeps every word', () => {
    expect(wrapLine('the quick brown fox jumps', 10, measure)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it('breaks a word longer than a line between characters, and answers one empty line for empty text', () => {
    expect(wrapLine('abcdefghijkl xy', 5, measure)).toEqual(['abcde', 'fghij', 'kl xy']);
    expect(wrapLine('', 5, measure)).toEqual(['']);
  });
});
