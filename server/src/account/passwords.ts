import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library default) with its recommended memory and time costs. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
