/** The scope asked for by the web authorisation (the user's phone comes with it). */
export const AUTH_URL_SCOPE = 'snsapi_userinfo';
