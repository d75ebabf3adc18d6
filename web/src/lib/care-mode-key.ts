/** Where care mode's choice is kept on this phone ('1': on); index.html's first paint reads it too. */
export const CARE_MODE_KEY = 'dehong.careMode';
