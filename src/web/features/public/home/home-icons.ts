import { lucideIcon } from '#web/components/layout/icons';

/* Home's icons, drawn inline to keep the first load of `/` small (see components/layout/icons.tsx). */
export const BadgeCheckIcon = /* @__PURE__ */ lucideIcon(
  'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76ZM16 9l-5.5 5.5L8 12',
);
export const ClockIcon = /* @__PURE__ */ lucideIcon('M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 6v6l4 2');
export const CircleCheckIcon = /* @__PURE__ */ lucideIcon('M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M16 9l-5.5 5.5L8 12');
export const CalendarIcon = /* @__PURE__ */ lucideIcon(
  'M8 2v3M16 2v3M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM3 9h18M8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01',
);
export const MegaphoneIcon = /* @__PURE__ */ lucideIcon(
  'M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14M8 6v8',
);
