import { adminSweep } from './admin-sweep';

// Part 4 of the admin's pages checked by axe for WCAG 2.2 AA (admin-sweep.ts says how they are split).
adminSweep(3);
