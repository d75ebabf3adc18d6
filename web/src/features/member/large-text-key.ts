/** Where the large-text choice is kept on this phone ('1': on); index.html's first paint reads it too. */
export const LARGE_TEXT_KEY = 'dehong.largeText';
