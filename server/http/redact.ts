/** Query parameters whose values must never reach a log (User/CreateAdmin sends the password in the URL). */
const SECRET_PARAMS = /([?&](?:password|oldpassword|newpassword)=)[^&#]*/gi;

/** The URL as logs may show it: secret query values replaced by `***`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1***');
}
