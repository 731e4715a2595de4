/**
 * The localStorage key set while an enquiry kept on the phone waits to be sent or to finish its
 * photos: every page's islands entry reads it, and loads the sending code only when it is set.
 */
export const KEPT_FLAG = 'northrock:enquiry-kept';
