"""Run records: the rows and traces that bench and play write and report reads."""
