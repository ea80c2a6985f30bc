"""What a profile is made of: profile.json and the plausibility checks it carries."""
