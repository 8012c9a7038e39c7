/**
 * The phone's screen in CSS px (a 1080x2400 device at DPR 3) and its status bar: the shell draws
 * to them, input clamps gestures to them, the control API maps 0-1000 coordinates onto them.
 */
export const SCREEN_W = 360;
export const SCREEN_H = 800;
export const STATUS_H = 28;
