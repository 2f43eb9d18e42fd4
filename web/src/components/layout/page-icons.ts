import {
  BarChart3, Brain, Calculator, CalendarClock, CircleUser, ClipboardList, Files, FileLock, FileSignature, FolderOpen, Globe, History, KeyRound,
  Landmark, LayoutDashboard, LayoutGrid, ListChecks, Mail, Newspaper, ShieldAlert, ShieldCheck, SquarePlay, Table, TrendingDown, TrendingUp, UserCog, Users,
  Video, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@domain/policy';

/** The lucide icon of each page icon name of the policy's page table. */
export const PAGE_ICONS: Record<IconName, LucideIcon> = {
  LayoutDashboard,
  ClipboardList,
  ShieldAlert,
  Files,
  Users,
  Table,
  Globe,
  FileSignature,
  FileLock,
  FolderOpen,
  CalendarClock,
  Calculator,
  TrendingDown,
  TrendingUp,
  Landmark,
  Video,
  // lucide-react no longer ships brand logos.
  Youtube: SquarePlay,
  Newspaper,
  BarChart3,
  History,
  UserCog,
  KeyRound,
  Brain,
  ShieldCheck,
  UserCircle: CircleUser,
  LayoutGrid,
  Mail,
  ListChecks,
};
