import { registerEnumType } from 'type-graphql';

export enum Role {
  SEEKER = 'seeker',
  DONOR = 'donor',
  ADMIN = 'admin',
}

registerEnumType(Role, {
  name: 'Role',
  description: 'Who an account belongs to; each role signs in separately and holds its own token.',
  valuesConfig: {
    SEEKER: { description: 'A believer applying for support for a Hajj or Umrah journey.' },
    DONOR: { description: 'A person who funds approved requests.' },
    ADMIN: { description: 'Staff who review applications and moderate stories.' },
  },
});
