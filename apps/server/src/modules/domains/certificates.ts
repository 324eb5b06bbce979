import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { outsideServices } from '../../config';
import { runtimeConfig } from '../../kernel/runtime-config';

/** A host's certificate and its private key (PEM). */
export interface IssuedCertificate {
  certificatePem: string;
  keyPem: string;
  expiresAt: Date;
}

/**
 * Gets an HTTPS certificate for a host that already points at the platform. Production uses ACME
 * (AcmeIssuer); tests put a fake in its place (useCertificateIssuer).
 */
export interface CertificateIssuer {
  issue(hostname: string): Promise<IssuedCertificate>;
}

/**
 * HTTP-01 answers waiting for the ACME server's request, by token. In memory: the order is
 * placed and answered by this process; several processes behind one balancer need a shared store.
 */
const challenges = new Map<string, string>();
export const challengeAnswer = (token: string) => challenges.get(token);

/** ACME (RFC 8555) through acme-client, e.g. Let's Encrypt; the account key lives in DATA_DIR. */
export class AcmeIssuer implements CertificateIssuer {
  constructor(
    private readonly directoryUrl: string,
    private readonly email: string | undefined,
    private readonly dataDir: string,
  ) {}

  async issue(hostname: string): Promise<IssuedCertificate> {
    // Loaded on first use: most installs never issue a certificate in-process.
    const acme = await import('acme-client');
    const client = new acme.Client({ directoryUrl: this.directoryUrl, accountKey: await this.accountKey() });
    const [key, csr] = await acme.crypto.createCsr({ commonName: hostname });
    const certificatePem = await client.auto({
      csr,
      email: this.email,
      termsOfServiceAgreed: true,
      challengePriority: ['http-01'],
      challengeCreateFn: async (_authz, challenge, keyAuthorization) => {
        challenges.set(challenge.token, keyAuthorization);
      },
      challengeRemoveFn: async (_authz, challenge) => {
        challenges.delete(challenge.token);
      },
    });
    const info = acme.crypto.readCertificateInfo(certificatePem);
    return { certificatePem, keyPem: key.toString(), expiresAt: info.notAfter };
  }

  private async accountKey(): Promise<string> {
    const file = path.join(this.dataDir, 'acme', 'account.key');
    if (existsSync(file)) return readFileSync(file, 'utf8');
    const acme = await import('acme-client');
    const pem = (await acme.crypto.createPrivateKey()).toString();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pem, { mode: 0o600 });
    return pem;
  }
}

let override: CertificateIssuer | undefined;

/** Puts another issuer in place (a test's fake); undefined goes back to the configured one. */
export function useCertificateIssuer(issuer: CertificateIssuer | undefined): void {
  override = issuer;
}

/** The issuer to use now, or undefined when the platform issues no certificates (ACME_DIRECTORY_URL unset). */
export function certificateIssuer(): CertificateIssuer | undefined {
  if (override) return override;
  const { directoryUrl, email } = outsideServices().domains.acme;
  if (!directoryUrl) return undefined;
  return new AcmeIssuer(directoryUrl, email, runtimeConfig()?.DATA_DIR ?? './data');
}
