// What counts as an e-mail address, for api's forms and schemas and web's forms alike (issue 41):
// one plain address a message can be sent to. No display name ("x" <a@b.rs>), no quoted local
// part, no address literal or single-label host, no trailing dot; international domains and
// letters (почта.рф) are addresses people in Russia and Serbia use. validator.js does the parsing.
import validatorIsEmail from 'validator/lib/isEmail.js';

// The CommonJS module is the function itself (its typings describe only an ES default export).
const isEmail = /** @type {typeof import('validator').default.isEmail} */ (
  /** @type {unknown} */ (validatorIsEmail)
);

export const maxEmailLength = 254;

/** @type {import('validator/lib/isEmail.js').IsEmailOptions} */
const options = {
  allow_display_name: false,
  require_display_name: false,
  allow_utf8_local_part: true,
  require_tld: true,
  allow_ip_domain: false,
  domain_specific_validation: false,
  blacklisted_chars: '"',
};

/** @param {string} text */
export function isEmailAddress(text) {
  return text.length <= maxEmailLength && isEmail(text, options);
}
