import { afterEach, describe, expect, it } from 'vitest';
import { AcmeIssuer, certificateIssuer, challengeAnswer, useCertificateIssuer } from './certificates';

afterEach(() => {
  delete process.env.ACME_DIRECTORY_URL;
  useCertificateIssuer(undefined);
});

describe('which certificate issuer the platform uses', () => {
  it('none without an ACME directory, ACME with one, and a test’s fake when one is put in place', () => {
    expect(certificateIssuer()).toBeUndefined();
    process.env.ACME_DIRECTORY_URL = 'https://acme-staging-v02.api.letsencrypt.org/directory';
    expect(certificateIssuer()).toBeInstanceOf(AcmeIssuer);
    const fake = { issue: async () => ({ certificatePem: '', keyPem: '', expiresAt: new Date() }) };
    useCertificateIssuer(fake);
    expect(certificateIssuer()).toBe(fake);
  });

  it('answers no HTTP-01 challenge it did not place', () => {
    expect(challengeAnswer('unknown-token')).toBeUndefined();
  });
});
