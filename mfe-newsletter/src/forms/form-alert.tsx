/**
 * The result of a form: success in a polite live region that is always there, failure as a
 * danger alert (role="alert", announced as it appears).
 */
import type { FormResult } from './use-timed-result';

export function FormAlert({ result, success, failure }: { result: FormResult | null; success: string; failure: string }) {
  return (
    <>
      <div className="form-result" aria-live="polite" aria-atomic="true">
        {result?.ok ? <p className="alert alert--success">{success}</p> : null}
      </div>
      {result && !result.ok ? <p className="alert alert--danger" role="alert">{failure}</p> : null}
    </>
  );
}
