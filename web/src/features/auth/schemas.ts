import { z } from 'zod';

const required = (label: string) => z.string().trim().min(1, `${label} is required.`);

/** Login form; also the shape of the API's LoginInput. */
export const loginSchema = z.object({
  username: required('Username'),
  // Passwords are sent as typed: spaces may be part of them.
  password: z.string().min(1, 'Password is required.'),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Register form; also the shape of the API's RegisterInput. */
export const registerSchema = z.object({
  username: required('Username'),
  password: z.string().min(1, 'Password is required.'),
  email: required('Email').pipe(z.email('Enter a valid email address.')),
  phone: required('Phone number'),
  country: required('Country'),
  city: required('City'),
});
export type RegisterValues = z.infer<typeof registerSchema>;
