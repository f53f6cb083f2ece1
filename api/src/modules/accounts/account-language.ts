import { registerEnumType } from 'type-graphql';

/** The language an account's email is written in (and, later, its pages open in). */
export enum AccountLanguage {
  EN = 'en',
  AR = 'ar',
  UR = 'ur',
}

registerEnumType(AccountLanguage, {
  name: 'AccountLanguage',
  description: "The language a person's email is written in.",
  valuesConfig: {
    EN: { description: 'English.' },
    AR: { description: 'Arabic (right to left).' },
    UR: { description: 'Urdu (right to left).' },
  },
});
