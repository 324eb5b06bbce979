declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
  }
}

/** How often the submit looks for the token (SPEC §7: every 100 ms). */
export const tokenPollMs = 100;
/** After this the check is given up and the shopper may try again. */
const giveUpMs = 20_000;

/**
 * SPEC §7 bot protection: asks the provider's script (loaded by the app
 * shell with the site key) for a token with the action 'submit', and waits,
 * polling every 100 ms, until the token has arrived.
 */
export function botToken(siteKey: string): Promise<string> {
  let token: string | undefined;
  let failed = false;
  let asked = false;
  const ask = () => {
    const provider = window.grecaptcha;
    if (asked || !provider) return;
    asked = true;
    provider.ready(() => {
      provider.execute(siteKey, { action: 'submit' }).then(
        (value) => {
          token = value;
        },
        () => {
          failed = true;
        },
      );
    });
  };
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      ask();
      if (token) return resolve(token);
      if (failed || Date.now() - started > giveUpMs) {
        return reject(new Error('The bot-protection check could not be completed. Please try again.'));
      }
      window.setTimeout(poll, tokenPollMs);
    };
    poll();
  });
}
