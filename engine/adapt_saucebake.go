package engine

import (
	"fmt"
	"regexp"
	"strings"
)

// layInDish finds the baking dish the drained food was laid in.
var layInDish = regexp.MustCompile(` then lay in the [^.]*?dish\.`)

// A sauce bake (cauliflower cheese, a baked macaroni, a gratin under béchamel) is food
// cooked first and then baked under a flour-thickened sauce made in a pan: the oven
// only heats it through and browns the top. It is not a stew, whatever its milk.

// sauceBake reports whether the dish is baked in the oven under a sauce thickened with
// flour and milk (a roux) made in a pan of its own.
func (d *Dish) sauceBake(src string) bool {
	if src != "oven" {
		return false
	}
	flour, milk := false, false
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || it.Grams <= 0 {
			continue
		}
		flour = flour || in.Category == "baking" && in.Is(RoleStarch) && strings.Contains(in.Name, "flour")
		milk = milk || in.Name == "milk" || in.Name == "whole milk" || in.Name == "half-and-half"
	}
	if !flour || !milk {
		return d.pastaBake()
	}
	roux, bakes := false, false
	for si, s := range d.Steps {
		low := d.lowOf(si, s.Text)
		// The bake after the roux: "pour the sauce over and bake", or the sauced pasta
		// tipped into a baking dish under crumbs and baked.
		bakes = bakes || strings.Contains(low, "sauce over") && strings.Contains(low, "bake") || roux && strings.Contains(low, "bake") && !preheats(s.Text)
		roux = roux || strings.Contains(low, "flour") && strings.Contains(low, "whisk in the milk") || strings.Contains(low, "make the roux")
	}
	return roux && bakes || d.pastaBake()
}

// pastaBake reports whether the dish is boiled pasta stirred into its sauce, tipped into
// a baking dish and baked under cheese or crumbs (a baked ziti, a pasta al forno): the
// oven only melts and browns the top.
func (d *Dish) pastaBake() bool {
	if !d.hasPasta() {
		return false
	}
	boiled, dish := false, false
	for si, s := range d.Steps {
		low := d.lowOf(si, s.Text)
		boiled = boiled || strings.Contains(low, "boil") && strings.Contains(low, "drain")
		dish = dish || boiled && strings.Contains(low, "baking dish") && containsAny(low, []string{"tip into", "spread in", "spoon into", "transfer to", "pour into", "tip it into", "into a"})
		if dish && strings.Contains(low, "bake") && !preheats(s.Text) && containsAny(low, []string{"cheese", "mozzarella", "parmesan", "cheddar", "crumb", "panko", "gruyere"}) {
			return true
		}
	}
	return false
}

// intoBakingDish finds the tipping of a pasta bake into its dish: " and tip into a 9x13
// baking dish", ", then transfer to the baking dish".
var intoBakingDish = regexp.MustCompile(`(?i)(?:,? and |,? then |; )(?:tip|spoon|spread|transfer|pour)(?: it| them| everything)? (?:in)?to (?:a|the) [^.;]*?baking dish`)

// sauceBakeRefusal is why a sauce bake cannot move to target, or "" where it can (the
// oven it is in, or the stovetop, where the top is melted under a lid instead).
func sauceBakeRefusal(target string, pasta bool) string {
	switch target {
	case "oven", "stovetop":
		return ""
	}
	if pasta {
		return fmt.Sprintf("this is cooked pasta baked under its sauce and cheese: the oven only heats it through and browns the top. %s the sauce catches or thins, the pasta turns soft and nothing browns; finish it on the stovetop, the cheese melted under a lid, or bake it in the oven", upperFirst(methodIn[target]))
	}
	return fmt.Sprintf("this is cooked food baked under a flour-and-milk sauce made in a pan: the oven only heats it through and browns the top. %s the sauce catches, thins or splits and nothing browns; make the sauce on the stovetop and pour it over, or bake it in the oven", upperFirst(methodIn[target]))
}

// sauceBakeOnHob keeps a sauce bake's pans and sauce and swaps the bake for the hot
// sauce poured over the hot food, the cheese melted on top under a lid.
func (d Dish) sauceBakeOnHob(src string) *Transformed {
	d = d.clone()
	var changes []Change
	var steps []Step
	baked := 0
	for _, s := range d.Steps {
		text := s.Text
		if t := dropOvenHeating(text); t != text {
			text = t
		}
		low := lowered(text)
		if strings.Contains(low, "sauce over") && strings.Contains(low, "bake") {
			baked += s.Minutes
			lead := "Pour the hot sauce over the hot food in a warm serving dish"
			if i := strings.Index(text, " and bake"); i > 0 && strings.HasPrefix(text, "Pour the sauce over ") {
				lead = text[:i]
			}
			text = lead + ", cover with a lid or a plate and leave for 2–3 minutes, until the cheese on top has melted; serve hot."
			s.Minutes = 3
		} else if strings.Contains(low, "bake") && !preheats(text) {
			// "Tip into a baking dish, scatter the panko and bake 20 minutes until golden":
			// served from the pan, the crumbs toasted in a dry pan, the cheese melted under a lid.
			baked += stepMinutes(s)
			var crumbs, cheese []string
			for _, it := range d.Items {
				in := it.Ingredient
				if in == nil || !stepNamesFood(low, it.Display) && !stepNamesFood(low, in.Name) {
					continue
				}
				switch {
				case strings.Contains(in.Name, "breadcrumb") || strings.Contains(in.Name, "panko"):
					crumbs = append(crumbs, it.Display)
				case in.Category == "dairy" && in.Has(FactDairy) && containsAny(low, []string{"scatter", "top with", "sprinkle"}):
					cheese = append(cheese, it.Display)
				}
			}
			text = "Tip into a warm serving dish"
			if len(cheese) > 0 {
				text += ", scatter the " + listNames(cheese) + " over and cover with a lid or a plate for 2–3 minutes, until melted"
			}
			text += "."
			if len(crumbs) > 0 {
				text += " Meanwhile, toast the " + listNames(crumbs) + " in a dry skillet over medium heat, stirring, until golden, 2–3 minutes, and scatter them over to serve."
			} else {
				text += " Serve hot."
			}
			s.Minutes = 3
		}
		text = layInDish.ReplaceAllString(text, " then tip into a warm serving dish.")
		text = intoBakingDish.ReplaceAllString(text, "")
		// Nothing bakes on after the boil: the pasta is cooked as the packet says.
		text = strings.NewReplacer(" 2 minutes less than the packet says", " as the packet says", " 1 minute less than the packet says", " as the packet says").Replace(text)
		steps, changes = keepMovedStep(steps, changes, s, text, "made on the stovetop: the sauce is poured over the hot food and the cheese melted under a lid")
	}
	return d.movedResult(steps, Change{From: fmt.Sprintf("%s, %d minutes", src, baked), To: "stovetop, 3 minutes",
		Reason: "the oven only browned a dish already cooked; on the stovetop the hot sauce goes over the hot food and the cheese melts under a lid"}, changes, "stovetop", []string{"large saucepan", "medium saucepan", "whisk", "serving dish"})
}

// grainInPot names the grains (rice, orzo, bulgur; never pasta boiled apart) that a wet
// dish cooks in its own liquid until absorbed: a paella's rice, a jambalaya's, a
// pilaf's. None where the grain is boiled beside the dish or started on its own.
func (d *Dish) grainInPot() []string {
	var grains []string
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && it.Grams > 0 && foodGroupsOf(in)&(1<<groupStarch) != 0 {
			grains = append(grains, it.Display)
		}
	}
	if len(grains) == 0 {
		return nil
	}
	var out []string
	for _, g := range grains {
		named, absorbs, aside := false, false, false
		for _, s := range d.Steps {
			low := lowered(withoutMeanwhile(s.Text))
			if !stepNamesFood(low, g) {
				absorbs = absorbs || named && strings.Contains(low, "absorb")
				continue
			}
			if strings.HasPrefix(low, "start the") || boiledAside(low) || strings.Contains(low, "packet") {
				aside = true
			}
			named = true
			absorbs = absorbs || strings.Contains(low, "absorb") || containsAny(low, []string{"pour in the stock", "pour in the broth", "add the stock", "add the broth"}) || containsAny(low, []string{"sprinkle in the ", "stir in the " + lowered(g), "add the " + lowered(g)})
		}
		if named && absorbs && !aside && !d.noodlesInSoup(g) {
			out = append(out, g)
		}
	}
	return out
}

// noodlesInSoup reports whether the grain named g is pasta or noodles in a pot of far
// more liquid than it takes up: a noodle soup's noodles, which cook in the broth for
// their last minutes, not a pilaf's rice that drinks the pot dry.
func (d *Dish) noodlesInSoup(g string) bool {
	in := d.itemFood(g)
	if in == nil || !strings.Contains(in.Name, "noodle") && !(in.Category == "grains-pasta" && in.Has(FactWheat) && !containsString([]string{"couscous", "bulgur", "farro", "pearl barley"}, in.Name)) {
		return false
	}
	grain, liquid := 0.0, 0.0
	for _, it := range d.Items {
		switch {
		case it.Display == g:
			grain += it.Grams
		case it.Ingredient != nil && it.Ingredient.Is(RoleLiquid):
			liquid += it.Grams
		}
	}
	return liquid > 5*grain
}

// riceInPot reports whether one of grainInPot is rice.
func (d *Dish) riceInPot() bool {
	for _, g := range d.grainInPot() {
		if in := d.itemFood(g); in != nil && strings.Contains(in.Name, "rice") && !strings.Contains(in.Name, "noodle") {
			return true
		}
	}
	return false
}

// layeredRefusal is why a dish built in layers in a baking dish and baked (a moussaka,
// a lasagne), or a cake of eggs set in a pan and turned (a tortilla), cannot move to
// target, or "" where it can. The layers of a bake collapse into a stew in a cooker and
// never brown; a tortilla is set by the pan's heat from below and turned on a plate.
func (d *Dish) layeredRefusal(src, target string, f *stepFacts) string {
	layered, turned, rolled := false, false, false
	for _, s := range d.Steps {
		low := f.lower(s.Text)
		layered = layered || src == "oven" && (layersInDish(low) || strings.Contains(low, "casserole") && containsAny(low, []string{"layer the", "in layers"}))
		rolled = rolled || src == "oven" && containsAny(low, []string{"roll up", "rolled up", "roll them", "roll each"}) && containsAny(low, []string{"baking dish", "in the dish", "seam side down", "seam-side down"})
		turned = turned || strings.Contains(low, "plate over the pan") && strings.Contains(low, "turn it over")
	}
	switch {
	case rolled && target == "stovetop":
		return "the filled tortillas are rolled, laid in a baking dish under their sauce and cheese and baked until bubbling; for a stovetop version lay the rolled tortillas in their sauce in a large skillet, scatter the cheese over and simmer gently, covered, for 8–10 minutes until the cheese melts — or bake them in the oven"
	case rolled && target != "oven":
		return fmt.Sprintf("the filled tortillas are rolled, laid in a baking dish under their sauce and cheese and baked until bubbling: %s the tortillas turn to mush under the sauce and the cheese never browns; bake them in the oven", methodIn[target])
	case layered && target != "oven":
		return fmt.Sprintf("this dish is built in layers in a baking dish and baked until the top is golden: %s the layers slump into a stew and nothing browns; bake it in the oven", methodIn[target])
	case turned && target != "stovetop":
		return fmt.Sprintf("the eggs are set in a hot pan from below and the cake turned out on a plate; %s would steam or dry them before they set as one. Make it on the stovetop, or bake the same mixture as a frittata in an oiled dish at 180°C (350°F) for 25–30 minutes", methodNoun[target])
	}
	return ""
}

// layersInDish reports whether a lower-cased step builds a dish in layers in a baking
// dish (a moussaka's aubergine, sauce and topping; a lasagne's sheets).
func layersInDish(low string) bool {
	return strings.Contains(low, "baking dish") &&
		(strings.Contains(low, "lay half the") || strings.Contains(low, "layer the") || strings.Contains(low, "in layers"))
}
