// Loaded on demand by the /auth forms (see lib/lazy-resolver.ts).

import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema, ResetPasswordSchema, SignInSchema } from '#shared/schemas/auth.ts';

export const signInResolver = zodResolver(SignInSchema);
export const resetPasswordResolver = zodResolver(ResetPasswordSchema);
export const forgotPasswordResolver = zodResolver(ForgotPasswordSchema);
