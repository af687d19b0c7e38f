import { Link } from "react-router";
import { ContentPage } from "~/components/ContentPage";

export function NotFoundPage() {
  return (
    <ContentPage heading="Seite nicht gefunden">
      <p>
        Diese Seite gibt es bei uns nicht (mehr). Vielleicht hilft Ihnen einer dieser Wege weiter:
      </p>
      <ul>
        <li>
          <Link to="/home">Zur Startseite</Link>
        </li>
        <li>
          <Link to="/team">Unser Team</Link>
        </li>
        <li>
          <Link to="/garage">Unsere Fahrzeuge</Link>
        </li>
        <li>
          <Link to="/contact">Kontakt</Link>
        </li>
      </ul>
    </ContentPage>
  );
}
