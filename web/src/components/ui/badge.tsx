import type { Tone } from '../../lib/tone';
import './badge.css';

export type { Tone };

/** The class that gives a pill, badge or chip its tone (components/ui/badge.css); its shape stays its own. */
export const toneClass = (tone: Tone) => `tone-${tone}`;
