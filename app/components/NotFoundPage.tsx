import { Link } from "~/components/LocalizedLink";
import { ContentPage } from "~/components/ContentPage";
import { useMessages } from "~/i18n/useMessages";

export function NotFoundPage() {
  const texts = useMessages().notFound;
  return (
    <ContentPage heading={texts.heading}>
      <p>{texts.text}</p>
      <ul>
        <li>
          <Link to="/home">{texts.home}</Link>
        </li>
        <li>
          <Link to="/team">{texts.team}</Link>
        </li>
        <li>
          <Link to="/garage">{texts.cars}</Link>
        </li>
        <li>
          <Link to="/contact">{texts.contact}</Link>
        </li>
      </ul>
    </ContentPage>
  );
}
