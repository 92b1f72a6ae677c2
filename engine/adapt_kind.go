package engine

import "strings"

// What a pasted or generated dish is, read from its steps and items before it is
// moved to another method: how it cooks now, for how long, and what its main is.

// dishKind is how a dish is cooked now: "wet" (simmered in liquid), "dry" (seared,
// roasted, fried) or "raw".
func (d *Dish) kind() string { return d.kindOf(nil) }

// kindOf is kind, reading the steps through f (nil: directly).
func (d *Dish) kindOf(f *stepFacts) string {
	wetGrams, all := 0.0, 0.0
	for _, it := range d.Items {
		all += it.Grams
		if in := it.Ingredient; in != nil && in.Is(RoleLiquid) && (in.Category == "canned-jarred" || in.Category == "beverages" || in.Category == "other" || in.Name == "milk") {
			wetGrams += it.Grams
		}
	}
	liquidSteps, heatSteps, stewed := 0, 0, false
	for _, s := range d.Steps {
		if f.liquid(s.Text) {
			low := f.lower(s.Text)
			// Potatoes boiled and drained beside a seared breast do not make it a stew;
			// a protein simmered for a long while in its pot does.
			if !boiledAside(low) {
				liquidSteps++
				stewed = stewed || !stewed && f.stepMinutes(s) >= 20 && containsAny(low, []string{"simmer", "braise"}) && d.namesProtein(low)
			}
		}
		if f.heat(s.Text) {
			heatSteps++
			// Hours in a slow cooker are a braise in the lid's own steam, whatever liquid
			// the step names: in the oven it is a covered pot, never a tray roasted for 10 hours.
			stewed = stewed || f.stepMinutes(s) >= 120 && strings.Contains(f.lower(s.Text), "slow cooker") && d.namesProtein(f.lower(s.Text))
		}
	}
	switch {
	case heatSteps == 0:
		return "raw"
	case all > 0 && wetGrams/all > 0.25 || liquidSteps >= 2 && wetGrams > 0 || stewed:
		return "wet"
	}
	return "dry"
}

// boiledAside reports whether a step boils something in water that is then poured
// off: the potatoes or pasta beside a dish, not the dish's own liquid.
func boiledAside(low string) bool {
	for at := 0; ; {
		i := strings.Index(low[at:], "drain")
		if i < 0 {
			return false
		}
		at += i + len("drain")
		if !strings.HasPrefix(low[at:], "ed") {
			return true // "drain and keep warm", not "the drained beans"
		}
	}
}

// namesProtein reports whether a step's lowered text names the dish's meat, fish or
// pulses: as they are listed, or by their food words ("the chicken" for "boneless
// skinless chicken thighs").
func (d *Dish) namesProtein(low string) bool {
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && it.Grams > 0 && in.Is(RoleProtein) && it.Display != "" && (strings.Contains(low, lowered(it.Display)) || mentionsAny(low, []string{it.Display})) {
			return true
		}
	}
	return false
}

// sourceMethod guesses how the recipe is cooked now.
func (d *Dish) sourceMethod() string { return d.sourceMethodOf(nil) }

// sourceMethodOf is sourceMethod, reading the steps through f (nil: directly).
func (d *Dish) sourceMethodOf(f *stepFacts) string {
	// A food named for how it was made ("roasted red peppers") does not put the dish in
	// the oven.
	var madeNames []string
	for _, it := range d.Items {
		if low := lowered(it.Display); ovenSet.has(low) {
			madeNames = append(madeNames, low)
		}
	}
	// Food fried in a pot of oil is cooked on the stovetop, whatever the oven keeps warm.
	deep := d.deepFries()
	joint := d.boughtAsRoast()
	for _, s := range d.Steps {
		t := strings.ReplaceAll(f.lower(s.Text), "dutch oven", "heavy pot")
		for _, n := range madeNames {
			t = strings.ReplaceAll(t, n, "")
		}
		if joint {
			// "Sear the roast", "return the roast to the pot": the joint a pot roast
			// braises, not the oven.
			t = strings.ReplaceAll(strings.ReplaceAll(t, "the roast", "the meat"), "pot roast", "pot meat")
		}
		switch {
		case strings.Contains(t, "air fr") || strings.Contains(t, "air-fr"):
			return "air-fryer"
		case strings.Contains(t, "slow cooker"):
			return "slow-cooker"
		case strings.Contains(t, "pressure"):
			return "pressure-cooker"
		case strings.Contains(t, "microwave"):
			return "microwave"
		case strings.Contains(t, "grill"):
			return "grill"
		case !deep && f.ovenIn(s.Text, t):
			return "oven"
		}
	}
	return "stovetop"
}

// boughtAsRoast reports whether a meat line names its joint a roast ("3 lb boneless
// beef chuck roast"), so the steps' "the roast" is the meat, not how it is cooked.
func (d *Dish) boughtAsRoast() bool {
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && (in.Category == "meat" || in.Category == "poultry") {
			t := lowered(it.Text)
			if i := strings.Index(t, "roast"); i >= 0 && !strings.HasPrefix(t[i+len("roast"):], "ed") && !strings.HasPrefix(t[i+len("roast"):], "ing") {
				return true
			}
		}
	}
	return false
}

// cookMinutes sums the minutes of the steps that apply heat: their own figures, or the
// minutes their text names.
func (d *Dish) cookMinutes() (prep, cook int) { return d.cookMinutesOf(nil) }

// cookMinutesOf is cookMinutes, reading the steps through f (nil: directly).
func (d *Dish) cookMinutesOf(f *stepFacts) (prep, cook int) {
	for _, s := range d.Steps {
		m := s.Minutes
		if m == 0 {
			m, _ = f.minutes(s.Text)
		}
		if f.heat(s.Text) {
			cook += m
		} else {
			prep += m
		}
	}
	if cook == 0 {
		cook = 20
	}
	if prep == 0 {
		prep = 10
	}
	return prep, cook
}

// hasPasta reports whether the dish boils pasta or noodles.
func (d *Dish) hasPasta() bool {
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && in.Category == "grains-pasta" && in.Has(FactWheat|FactGrain) && !strings.Contains(in.Name, "rice") &&
			in.Name != "quinoa" && in.Name != "couscous" && in.Name != "bulgur" && in.Name != "farro" && in.Name != "pearl barley" &&
			in.Name != "rolled oats" && in.Name != "polenta" && in.Name != "grits" {
			return true
		}
	}
	return false
}

func (d *Dish) hasRawMeat() bool {
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && (in.Category == "meat" || in.Category == "poultry") && !cookedAlready(in) && in.Name != "spam" {
			return true
		}
	}
	return false
}

func (d *Dish) hasLargeCut() bool {
	for _, it := range d.Items {
		// Shoulder sliced thin for a stir-fry is no joint: it cooks in minutes.
		if in := it.Ingredient; in != nil && (in.Name == "whole chicken" || braiseMinutes(in) >= 90) && it.Grams > 0 && !strings.Contains(lowered(it.Text), "slice") {
			return true
		}
	}
	return false
}

// pressureMinutes is the least time at high pressure the dish's toughest cut needs to
// turn tender: braising beef, pork or lamb in chunks 45 minutes, a whole joint or
// shanks an hour, chicken on the bone 15; 0 where nothing sets a floor.
func (d *Dish) pressureMinutes() int {
	most := 0
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams == 0 {
			continue
		}
		m := 0
		switch b := braiseMinutes(in); {
		case in.Name == "pork ribs":
			m = 25 // a rack cut in portions is tender after 25 minutes
		case b >= 135:
			m = 60
		case b >= 90 && containsAny(lowered(it.Text), []string{"cut into", "chunks", "cubed", "cubes", "diced", "pieces"}):
			m = 45
		case b >= 90:
			m = 60 // a whole joint
		case in.Name == "whole chicken":
			m = 30
		case it.boneIn() && in.Category == "poultry":
			m = 15
		}
		most = max(most, m)
	}
	return most
}
