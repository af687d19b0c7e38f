import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDndContext,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type Over,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { format } from "~/i18n/format";
import { contentItemTexts } from "~/i18n/content-fields";
import { useHydrated } from "~/lib/useHydrated";
import { useAreaLocale } from "../useArea";
import { area } from "./area-style";

/** What an entry tells dnd-kit about itself: its list (a field name), place and heading. */
interface EntryData {
  list: string;
  index: number;
  count: number;
  title: string;
}

const dataOf = (item: Active | Over | null | undefined) =>
  item?.data.current as EntryData | undefined;

/**
 * The lists of a form whose entries can be dragged into another order by their handles, with a
 * mouse, a finger or the keyboard (dnd-kit, announced in the member's language). One context
 * for the whole form, so that a page has one live region; an entry moves within its own list
 * only (the other lists take no drop while it moves). The handles appear once the page's
 * JavaScript runs; each entry's move buttons stay the way without it and for anyone who does
 * not drag (WCAG 2.5.7).
 */
export function SortableLists({
  onMove,
  children,
}: {
  onMove: (list: string, from: number, to: number) => void;
  children: ReactNode;
}) {
  const texts = contentItemTexts(useAreaLocale());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const where = (active: Active, over?: Over | null) => {
    const entry = dataOf(active)!;
    return {
      title: entry.title,
      position: String((dataOf(over) ?? entry).index + 1),
      count: String(entry.count),
    };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => format(texts.dragPickedUp, where(active)),
    onDragOver: ({ active, over }) =>
      over ? format(texts.dragOver, where(active, over)) : undefined,
    onDragEnd: ({ active, over }) =>
      format(over ? texts.dragDropped : texts.dragCancelled, where(active, over)),
    onDragCancel: ({ active }) => format(texts.dragCancelled, where(active)),
  };
  return (
    <DndContext
      id="eintraege"
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.dragHelp } }}
      onDragEnd={({ active, over }) => {
        const from = dataOf(active);
        const to = dataOf(over);
        if (from && to && from.list === to.list && from.index !== to.index)
          onMove(from.list, from.index, to.index);
      }}
    >
      {children}
    </DndContext>
  );
}

/** One list of entries, each wrapped in a SortableItem; `keys` are their list keys, in order. */
export function SortableList({
  name,
  keys,
  children,
}: {
  name: string;
  keys: string[];
  children: ReactNode;
}) {
  const moving = dataOf(useDndContext().active)?.list;
  return (
    <SortableContext
      id={name}
      items={keys.map((key) => `${name}#${key}`)}
      strategy={verticalListSortingStrategy}
      disabled={{ draggable: false, droppable: moving !== undefined && moving !== name }}
    >
      {children}
    </SortableContext>
  );
}

/** One entry of a sortable list: its handle (with JavaScript) beside its content. */
export function SortableItem({
  list,
  entryKey,
  index,
  count,
  title,
  children,
}: {
  list: string;
  entryKey: string;
  children: ReactNode;
} & Omit<EntryData, "list">) {
  const hydrated = useHydrated();
  const texts = contentItemTexts(useAreaLocale());
  const sortable = useSortable({
    id: `${list}#${entryKey}`,
    data: { list, index, count, title } satisfies EntryData,
    attributes: { roleDescription: texts.dragRole },
  });
  return (
    <div
      ref={sortable.setNodeRef}
      className={area.sortable}
      data-dragging={sortable.isDragging || undefined}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
    >
      {hydrated && (
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          className={area.dragHandle}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={format(texts.dragLabel, { title })}
        >
          <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true" focusable="false">
            {[3, 9].flatMap((x) =>
              [4, 10, 16].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />),
            )}
          </svg>
        </button>
      )}
      {children}
    </div>
  );
}
