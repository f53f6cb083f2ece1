import './badge.css';

/** The few colours a status pill or badge comes in; the words always say the status, the colour repeats it. */
export type Tone = 'success' | 'warning' | 'danger' | 'info';

/** The class that gives a pill, badge or chip its tone (components/ui/badge.css); its shape stays its own. */
export const toneClass = (tone: Tone) => `tone-${tone}`;
