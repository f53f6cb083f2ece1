// First, before any schema parses: see zod-config.ts.
import './zod-config';

export * from './reasons';
export * from './fields';
export * from './accounts';
export * from './applications';
export * from './donations';
export * from './issues';
export * from './stories';
export * from './integrations';
export * from './contact';
export * from './payouts';
export * from './journeys';
export * from './zakat';
