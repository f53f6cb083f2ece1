/**
 * The few colours a status pill or badge comes in; the words always say the status, the colour
 * repeats it. In lib because the domains' label tables (each lib folder's enum-labels.ts) name a status's tone
 * and components/ui/badge draws it.
 */
export type Tone = 'success' | 'warning' | 'danger' | 'info';
