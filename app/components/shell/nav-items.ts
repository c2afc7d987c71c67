import {
  Activity,
  Apple,
  Bell,
  BookOpen,
  Calculator,
  CalendarDays,
  ChartLine,
  ClipboardList,
  Dumbbell,
  Flame,
  House,
  ListChecks,
  type LucideIcon,
  Ruler,
  Scale,
  Settings,
  Timer,
  Trophy,
  User,
  UtensilsCrossed,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** Key in the common namespace, under `nav.` */
  label: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const navGroups: NavGroup[] = [
  {
    label: 'training',
    items: [
      { to: '/dashboard', label: 'dashboard', icon: House },
      { to: '/programs', label: 'programs', icon: ClipboardList },
      { to: '/sessions', label: 'sessions', icon: Dumbbell },
      { to: '/progress', label: 'progress', icon: ChartLine },
      { to: '/calendar', label: 'calendar', icon: CalendarDays },
      { to: '/timers', label: 'timers', icon: Timer },
    ],
  },
  {
    label: 'body',
    items: [
      { to: '/tests', label: 'tests', icon: Activity },
      { to: '/calculators', label: 'calculators', icon: Calculator },
      { to: '/measurements', label: 'measurements', icon: Ruler },
    ],
  },
  {
    label: 'nutrition',
    items: [
      { to: '/nutrition', label: 'nutrition', icon: Apple },
      { to: '/nutrition/logs', label: 'logs', icon: ListChecks },
      { to: '/nutrition/foods', label: 'foods', icon: UtensilsCrossed },
      { to: '/nutrition/recipes', label: 'recipes', icon: BookOpen },
      { to: '/nutrition/meal-plans', label: 'mealPlans', icon: CalendarDays },
      { to: '/nutrition/energy-balance', label: 'energyBalance', icon: Scale },
    ],
  },
  {
    label: 'community',
    items: [
      { to: '/challenges', label: 'challenges', icon: Flame },
      { to: '/leaderboard', label: 'leaderboard', icon: Trophy },
    ],
  },
  {
    label: 'account',
    items: [
      { to: '/notifications', label: 'notifications', icon: Bell },
      { to: '/profile', label: 'profile', icon: User },
      { to: '/settings/notifications', label: 'settings', icon: Settings },
    ],
  },
];

/** The phone tab bar: the four most used areas, then "Plus" opens every area. */
const tabPaths = ['/dashboard', '/sessions', '/nutrition', '/progress'];
export const tabItems: NavItem[] = tabPaths.map((path) => {
  const item = navGroups.flatMap((group) => group.items).find((candidate) => candidate.to === path);
  if (!item) throw new Error(`tab ${path} is not in the navigation`);
  return item;
});
