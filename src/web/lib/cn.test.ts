import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('lets a later class win within the same family', () => {
    expect(cn('h-10 px-3 py-2', 'h-12')).toBe('px-3 py-2 h-12');
    expect(cn('max-w-md', 'max-w-lg')).toBe('max-w-lg');
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full');
    expect(cn('bg-primary text-primary-foreground', 'bg-card')).toBe(
      'text-primary-foreground bg-card',
    );
    expect(cn('flex', 'hidden')).toBe('hidden');
    expect(cn('shadow-sm', 'shadow-none')).toBe('shadow-none');
    expect(cn('gap-6 py-6', 'gap-4')).toBe('py-6 gap-4');
  });

  it('keeps different families apart', () => {
    expect(cn('text-sm text-muted-foreground')).toBe('text-sm text-muted-foreground');
    expect(cn('border border-input', 'border-destructive')).toBe('border border-destructive');
    expect(cn('border', 'border-0')).toBe('border-0');
    expect(cn('font-medium font-sans')).toBe('font-medium font-sans');
    expect(cn('shadow-sm shadow-black/10')).toBe('shadow-sm shadow-black/10');
    expect(cn('px-3', 'pr-11')).toBe('px-3 pr-11');
    expect(cn('ring-[3px] ring-ring/50')).toBe('ring-[3px] ring-ring/50');
  });

  it('treats variants as separate slots', () => {
    expect(cn('sm:border shadow-none', 'sm:border-0')).toBe('shadow-none sm:border-0');
    expect(cn('hover:bg-accent bg-card', 'hover:bg-primary')).toBe('bg-card hover:bg-primary');
    expect(cn('data-[state=open]:bg-accent', 'data-[state=open]:bg-muted')).toBe(
      'data-[state=open]:bg-muted',
    );
  });

  it('handles conditionals and arbitrary values like clsx', () => {
    expect(cn('w-full', false && 'w-1/2', undefined, { 'w-[20rem]': true })).toBe('w-[20rem]');
    expect(cn('text-base md:text-sm', 'text-lg')).toBe('md:text-sm text-lg');
    expect(cn('-mx-1 my-1', 'mx-2')).toBe('my-1 mx-2');
  });
});
