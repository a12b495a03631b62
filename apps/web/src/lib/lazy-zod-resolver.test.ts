import { describe, expect, it, vi } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@udlejning/shared/accounts/login.schema';
import { lazyZodResolver } from './lazy-zod-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('validates exactly as zodResolver and loads the schema once', async () => {
    const load = vi.fn(async () => loginSchema);
    const lazy = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    for (const values of [
      { email: '', password: '' },
      { email: ' a@b.dk ', password: 'x' },
    ]) {
      const expected = await zodResolver(loginSchema)(values, undefined, options);
      expect(await lazy.resolver(values, undefined, options)).toEqual(expected);
    }
    const failed = await lazy.resolver({ email: '', password: '' }, undefined, options);
    expect(Object.keys(failed.errors)).toEqual(['email', 'password']);
    lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load on the next validation', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(loginSchema);
    const lazy = lazyZodResolver(load);
    await expect(lazy.resolver({ email: '', password: '' }, undefined, options)).rejects.toThrow('offline');
    const result = await lazy.resolver({ email: 'a@b.dk', password: 'x' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
