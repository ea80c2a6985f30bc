"""The capture bundle: its manifest, its replay plan and the marker text the captures write."""
