package engine

import (
	"fmt"
	"regexp"
	"strings"
)

// A batter bake (a cake, a loaf, brownies, muffins) is a sweet or leavened batter
// poured into a tin and set by the oven's dry, all-round heat. Besides the oven, only an
// air fryer bakes it (a small tin at 160°C); a pan on the stovetop or a grill burns its
// base before the middle sets, a microwave leaves it pale and rubbery, and a cooker's
// steam makes a pudding of it.

// bakeTin finds the tin a batter bake is poured into, with its size.
var bakeTin = regexp.MustCompile(`(?i)\b(?:a |an |the |two |2 )?(?:[0-9]+(?:x[0-9]+)?(?:-inch| inch|-in| cm)(?: square| round| loaf)? |[0-9]+ x [0-9]+ (?:inch |cm )?|[0-9]+-cup )?(?:cake |loaf |baking |square |muffin |bundt |springform |sandwich )?(?:pans?|tins?|dish)\b`)

// batterBake reports whether the dish is a sweet or leavened batter baked in a tin: it
// holds flour (or cocoa) with sugar or a raising agent, and a step bakes it.
func (d *Dish) batterBake(src string) bool {
	if src != "oven" {
		return false
	}
	flour, sweet, risen := false, false, false
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 {
			continue
		}
		n := in.Name
		flour = flour || strings.Contains(n, "flour") || strings.Contains(n, "cocoa")
		sweet = sweet || strings.Contains(n, "sugar") && it.Grams >= 50 || n == "honey" && it.Grams >= 80 || n == "maple syrup" && it.Grams >= 80
		risen = risen || n == "baking powder" || n == "baking soda" || strings.Contains(n, "yeast") || n == "self-raising flour" || n == "self-rising flour"
	}
	if !flour || !sweet && !risen {
		return false
	}
	return d.batterBakeStep() >= 0
}

// batterBakeStep is the step that bakes the batter, or -1.
func (d *Dish) batterBakeStep() int {
	for i, s := range d.Steps {
		if low := d.lowOf(i, s.Text); strings.Contains(low, "bake") && !preheats(s.Text) {
			return i
		}
	}
	return -1
}

// batterBakeRefusal is why a batter bake cannot move to target, or "".
func batterBakeRefusal(target string) string {
	switch target {
	case "air-fryer", "oven":
		return ""
	case "microwave":
		return "a cake or bread batter needs dry, all-round heat to rise, set and brown; a microwave leaves it pale, rubbery and dry within minutes. Bake it in the oven, or in the air fryer in a small tin at 160°C (325°F)"
	case "slow-cooker", "pressure-cooker":
		return fmt.Sprintf("a cake or bread batter needs dry, all-round heat to rise, set and brown; %s steams it to a damp pudding with no crust. Bake it in the oven, or in the air fryer in a small tin at 160°C (325°F)", methodNoun[target])
	}
	return fmt.Sprintf("a cake or bread batter needs dry, all-round heat to rise and set; on %s the base burns long before the middle is cooked. Bake it in the oven, or in the air fryer in a small tin at 160°C (325°F)", map[string]string{"stovetop": "the stovetop", "grill": "a grill"}[target])
}

// batterInAirFryer bakes a batter in the air fryer: a tin that fits the basket, 160°C,
// about three quarters of the oven's time, the top covered if it browns too fast.
func (d Dish) batterInAirFryer(src string) *Transformed {
	d = d.cloneSteps()
	at := d.batterBakeStep()
	tin := "a cake tin or loaf tin that fits your air fryer basket (usually 15–20 cm / 6–8 inch)"
	why := "an air fryer bakes like a small, fierce fan oven: a tin that fits the basket, 160°C (325°F) and about three quarters of the oven's time"
	var changes []Change
	var steps []Step
	baked, minutes := 0, 0
	// Muffins and cupcakes bake in cups that fit the basket, a few at a time: a 12-cup
	// muffin tin does not go into an air fryer.
	cups := d.stepsSay("muffin", "cupcake")
	equipment := []string{"air fryer", "15–20 cm (6–8 inch) cake or loaf tin", "baking parchment", "skewer"}
	if cups {
		tin = "silicone or foil muffin cups that fit your air fryer basket (paper liners alone go limp)"
		equipment = []string{"air fryer", "silicone or foil muffin cups", "skewer"}
	}
	for i, s := range d.Steps {
		text := s.Text
		switch low := lowered(text); {
		case preheats(text) || ovenHeatingSentence.MatchString(low):
			text = dropOvenHeating(text)
			if text == "" && containsAny(low, []string{"grease", "line", "butter"}) {
				text = "Grease and line " + tin + "."
				if cups {
					text = "Set out " + tin + "."
				}
			} else {
				text = bakeTin.ReplaceAllString(text, tin)
			}
		case i == at && cups:
			baked = stepMinutes(s)
			minutes = 15 // a muffin is done in 12–15 minutes at 160°C
			batches := (max(d.Servings, 1) + 5) / 6
			text = fmt.Sprintf("Heat the air fryer to %s for 3 minutes. Spoon the batter into the cups two-thirds full, stand them in the basket in one layer, not touching, and air-fry for 12–15 minutes, until risen, golden and a skewer pushed into the middle comes out clean", temp(160))
			if batches > 1 {
				text += fmt.Sprintf("; bake them in %d batches", batches)
			}
			text += "."
			s.Minutes = minutes*batches + 3
			minutes = s.Minutes - 3
		case i == at:
			baked = stepMinutes(s)
			if baked == 0 {
				baked = 30
			}
			minutes = max(12, (baked*3/4+2)/5*5)
			text = fmt.Sprintf("Heat the air fryer to %s for 3 minutes. Spoon the batter into the tin no more than two-thirds full (bake it in batches if it will not all fit), stand it in the basket and air-fry for about %d minutes, laying a piece of foil loosely over the top if it browns before the middle is done, until a skewer pushed into the middle comes out clean.", temp(160), minutes)
			s.Minutes = minutes + 3
		case cups:
			text = bakeTin.ReplaceAllString(strings.ReplaceAll(text, "in the pan", "in the cups"), "the cups")
		default:
			text = bakeTin.ReplaceAllString(text, "the tin")
		}
		text = strings.TrimSpace(text)
		steps, changes = keepMovedStep(steps, changes, s, text, why)
	}
	return d.movedResult(steps, Change{From: fmt.Sprintf("%s, %d minutes", src, baked), To: fmt.Sprintf("air-fryer, %d minutes", minutes+3), Reason: why}, changes, "air-fryer", equipment)
}

// stepsSay reports whether a step names any of words (lower-case).
func (d *Dish) stepsSay(words ...string) bool {
	for si, s := range d.Steps {
		if containsAny(d.lowOf(si, s.Text), words) {
			return true
		}
	}
	return false
}
