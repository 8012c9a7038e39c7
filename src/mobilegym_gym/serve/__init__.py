"""Serving our phones to other programs over the network: ``openenv`` (an OpenEnv server, the
``openenv`` extra) and the command line it shares with ``mobilegym serve`` (``options``)."""
