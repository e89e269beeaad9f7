/** Sign-in and sign-out are browser navigations to the server's identity account area (docs/users-guide.md#users-guide). */
export const SIGN_IN_PATH = '/Identity/Account/SignIn';
/** See SIGN_IN_PATH; sign-out is a POST with the CSRF token (operation `signOut`). */
export const SIGN_OUT_PATH = '/Identity/Account/SignOut';
/** The company contact shown in the login page's footer. */
export const CONTACT = 'support@formwright.example';
