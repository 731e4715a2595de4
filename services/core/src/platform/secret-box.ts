import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Seals short secrets (TOTP keys) for storage: AES-256-GCM, `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key (or was altered). */
  open(sealed: string): string;
}

/**
 * A key of its own per `purpose`, derived (HKDF-SHA256) from the server secret, so a stolen
 * database alone does not reveal the sealed values. Rotating JWT_SECRET makes them unreadable.
 */
export function createSecretBox(secret: Uint8Array | string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'northrock secret box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
