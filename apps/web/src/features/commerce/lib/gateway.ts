/**
 * The browser leaves for the gateway's page: for the built-in sandbox a server-rendered page of this
 * host outside the app, which sends the learner back to /payment?booking=<id> when it is done.
 */
export function goToGateway(url: string) {
  window.location.assign(url);
}
