"""Playwright and Chromium: finding the browser, launching it, serving the simulator to pages."""
