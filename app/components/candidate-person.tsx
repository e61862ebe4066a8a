import { Icon, type IconName } from "./icon";

/** The fields a candidate's headline reads from. */
export interface Person {
  fileName: string;
  position: number;
  candidateName?: string | null;
  currentTitle?: string | null;
  location?: string | null;
  yearsExperience?: number | null;
}

const withoutExtension = (fileName: string) => fileName.replace(/\.[^.\s]{1,5}$/, "") || fileName;

/** The candidate as a person: their name, or "Candidate 17" in blind view; the file name only when no name was read. */
export function personName(person: Person, blind: boolean) {
  if (blind) return `Candidate ${person.position + 1}`;
  return person.candidateName?.trim() || withoutExtension(person.fileName);
}

export const yearsText = (years: number | null | undefined) => (years === null || years === undefined ? null : `${Math.round(years * 10) / 10} ${years === 1 ? "yr" : "yrs"}`);

/** Title · location · years, each with its icon; nothing for what the analysis did not find. */
export function PersonFacts({ person, className = "", hideYears = false }: { person: Person; className?: string; hideYears?: boolean }) {
  const years = hideYears ? null : yearsText(person.yearsExperience);
  const facts = [
    person.currentTitle ? { icon: "briefcase" as IconName, text: person.currentTitle, label: "Current title" } : null,
    person.location ? { icon: "pin" as IconName, text: person.location, label: "Location" } : null,
    years ? { icon: "clock" as IconName, text: years, label: "Experience" } : null,
  ].filter((f) => f !== null);
  if (!facts.length) return null;
  return (
    <ul className={`flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-gray-600 ${className}`}>
      {facts.map(({ icon, text, label }) => (
        <li key={label} className="inline-flex min-w-0 items-center gap-1">
          <Icon name={icon} className="size-3.5 shrink-0 text-gray-400" />
          <span className="sr-only">{`${label}: `}</span>
          <span className="truncate">{text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The file, shown under the person (never in blind view). */
export function FileLine({ person, blind }: { person: Person; blind: boolean }) {
  if (blind || !person.candidateName) return null;
  return <p className="truncate text-xs text-gray-500">{person.fileName}</p>;
}
