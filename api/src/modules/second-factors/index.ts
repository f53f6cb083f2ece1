// The second-factors module's public face: what other modules may import (lint forbids reaching past it).
export {};
export { SecondFactorErrors } from './second-factors.errors';
