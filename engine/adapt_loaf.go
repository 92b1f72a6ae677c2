package engine

import (
	"fmt"
	"strings"
)

// A meatloaf is seasoned mince bound with egg and crumbs, shaped into a loaf and baked
// until 71°C in the middle. An air fryer bakes it (a loaf that fits the basket, 180°C);
// a skillet, a grill or a cooker cannot hold the loaf's shape while its middle cooks.

// shapedLoaf reports whether the dish is mince shaped into a loaf (or a loaf tin) and
// baked.
func (d *Dish) shapedLoaf(src string) bool {
	if src != "oven" {
		return false
	}
	mince := false
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && it.Grams > 0 && minced(in) && (in.Category == "meat" || in.Category == "poultry") {
			mince = true
		}
	}
	if !mince {
		return false
	}
	for si, s := range d.Steps {
		if low := d.lowOf(si, s.Text); strings.Contains(low, "into a loaf") || strings.Contains(low, "loaf pan") || strings.Contains(low, "loaf tin") {
			return true
		}
	}
	return false
}

// shapedLoafRefusal is why a meatloaf cannot move to target, or "".
func shapedLoafRefusal(target string) string {
	switch target {
	case "oven", "air-fryer":
		return ""
	}
	return fmt.Sprintf("a loaf of seasoned mince holds its shape and cooks through to 71°C (160°F) in the middle only in dry, all-round heat; %s it breaks up, steams or burns underneath before the middle is done. Bake it in the oven or in the air fryer, or shape it into patties or meatballs for the pan", map[string]string{"stovetop": "on the stovetop", "grill": "on a grill", "slow-cooker": "in a slow cooker", "pressure-cooker": "in a pressure cooker", "microwave": "in a microwave"}[target])
}

// loafInAirFryer bakes a meatloaf in the air fryer: shaped on parchment to fit the
// basket, 180°C, about two thirds of the oven's time, to 71°C in the middle.
func (d Dish) loafInAirFryer(src string) *Transformed {
	d = d.cloneSteps()
	why := "an air fryer bakes a loaf that fits its basket faster than an oven: 180°C (350°F) and about two thirds of the time"
	var changes []Change
	var steps []Step
	baked, minutes := 0, 0
	for _, s := range d.Steps {
		text := s.Text
		low := lowered(text)
		switch {
		case preheats(text):
			text = dropOvenHeating(text)
		case baked == 0 && strings.Contains(low, "bake"):
			baked = max(stepMinutes(s), 45)
			minutes = max(25, (baked*2/3+4)/5*5)
			text = fmt.Sprintf("Heat the air fryer to %s for 3 minutes. Lift the loaf on its parchment into the basket and air-fry for about %d minutes, until it reads 71°C (160°F) in the middle; lay foil loosely over the top if the glaze darkens too fast.", temp(180), minutes)
			s.Minutes = minutes + 3
		default:
			text = strings.NewReplacer("shape into a loaf in a loaf pan", "shape into a loaf on a piece of parchment, small enough to fit your air fryer basket (or two small loaves)",
				"in a loaf pan", "on a piece of parchment, small enough to fit your air fryer basket", "in a loaf tin", "on a piece of parchment, small enough to fit your air fryer basket").Replace(text)
		}
		text = strings.TrimSpace(text)
		steps, changes = keepMovedStep(steps, changes, s, text, why)
	}
	return d.movedResult(steps, Change{From: fmt.Sprintf("%s, %d minutes", src, baked), To: fmt.Sprintf("air-fryer, %d minutes", minutes+3), Reason: why}, changes, "air-fryer", []string{"air fryer", "parchment paper", "instant-read thermometer"})
}
