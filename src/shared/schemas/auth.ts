// Sign-in, sign-up, password reset and the forgot-password dialog.
// One schema per request, used by the /auth forms and by the server.
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { EmailSchema } from './common.ts';

export { AUTH_MESSAGES };

export const PasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: AUTH_MESSAGES.shortPassword });

export const SignInSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SignUpSchema = SignInSchema;
export type SignUp = z.infer<typeof SignUpSchema>;

export const ResetPasswordSchema = z
  .object({
    password: PasswordSchema,
    confirmPassword: PasswordSchema,
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const ForgotPasswordSchema = z.object({
  email: z.string().trim().min(1, { error: AUTH_MESSAGES.emailRequired }).pipe(EmailSchema),
});
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;
