/** Shown instead of silent failures: the admin area works only with the server. */
export function OfflineNotice() {
  return (
    <div className="admin-offline" role="alert" data-testid="admin-offline">
      <strong>You are offline.</strong> The admin area needs a network connection. Reconnect and try again; nothing you
      typed is sent until then.
    </div>
  );
}
