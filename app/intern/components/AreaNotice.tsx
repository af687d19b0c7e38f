import { useActionData } from "react-router";
import type { ActionResult } from "../../../server/team/action-result";
import { area } from "./area-style";

/**
 * The notice of an answer at the top of the page, for actions whose form shows none: buttons,
 * and forms whose row is gone once they went through. `intents` limits it to those actions.
 */
export function AreaNotice({ intents }: { intents?: readonly string[] }) {
  const answer = useActionData<ActionResult>();
  if (!answer?.notice || (intents && !intents.includes(answer.intent))) return null;
  return (
    <p role="status" className={area.notice}>
      {answer.notice}
    </p>
  );
}
