/** Where care mode's choice is kept on this phone ('1': on); index.html's first paint reads it too. */
export const CARE_MODE_KEY = 'dehong.careMode';

/**
 * Set ('1') once the first visit has offered care mode on this phone, whatever the answer; the
 * bench's tap flows set it too.
 */
export const CARE_OFFERED_KEY = 'dehong.careOffered';
