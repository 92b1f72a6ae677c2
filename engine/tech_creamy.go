package engine

import (
	"fmt"
	"slices"
	"strings"
)

// A creamy skillet: the meat seared and set aside (after any bacon has rendered its fat),
// the vegetables cooked in the same pan, then a quick sauce of the cook's cream cheese,
// cream or sour cream loosened with water and stock, the meat back in to finish, and
// cheese melted over under a lid. The low-carb weeknight dinner a pantry of chicken,
// bacon, broccoli and cream cheese is for; tarragon and mustard make it French.

func init() {
	creams := []string{"cream cheese", "heavy cream", "sour cream", "mascarpone", "creme fraiche"}
	ownNeeds["creamy skillet"] = [][]string{creams}
	ownPantryNeeds["creamy skillet"] = creams // a creamy skillet is made of the cook's cream, never bought cream
	registerOwn(&form{name: "creamy skillet", title: "Creamy Skillet", minMinutes: 25, saltFactor: 0.6, method: "sear",
		equipment: []string{"large skillet with a lid", "tongs"}, write: writeCreamySkillet})
}

func writeCreamySkillet(d *dish) {
	p := d.protein
	cream := d.find("cream cheese", "mascarpone", "heavy cream", "creme fraiche", "sour cream")
	if p == nil || cream == nil {
		return
	}
	switch cream.in.Name {
	case "cream cheese", "mascarpone":
		d.size(cream, 40)
		cream.prep = "" // it melts into the sauce as it is
	case "sour cream", "creme fraiche":
		d.size(cream, 45)
	default:
		d.size(cream, 60)
	}
	// The cook's onion or shallot softens with the garlic before the vegetables go in.
	for _, x := range d.extras {
		if n := x.in.Name; n == "onion" || n == "shallot" || n == "red onion" || n == "leek" {
			x.role, x.prep = RoleAromatic, "finely chopped"
			if n == "leek" {
				x.prep = "halved lengthwise, washed and thinly sliced"
			}
			d.aromatics = append([]*part{x}, d.aromatics...)
		}
	}
	d.extras = withoutParts(d.extras, d.aromatics)
	bacon := d.find("bacon", "pancetta")
	if bacon == p {
		bacon = nil
	}
	if bacon != nil {
		bacon.prep = "cut into 2 cm (3/4 in) pieces"
		d.size(bacon, 20)
	}
	cheeses := d.where(func(x *part) bool {
		return x != cream && x.in.Is(RoleCheese) && x.in.Name != "cream cheese" && x.in.Name != "mascarpone"
	})
	for _, c := range cheeses {
		d.size(c, 20)
		if c.prep == "" {
			c.prep = "grated"
		}
	}
	mustard := d.find("dijon mustard", "whole grain mustard", "yellow mustard")
	d.size(mustard, 4)
	broth := d.find("chicken broth", "vegetable broth", "white wine")
	d.size(broth, 50)
	if p.prep == "" && p.in.Name != "chicken breast" && cooksWhole(p.in) {
		p.prep = wholePrep // boneless thighs and chops cook whole, browned on both sides
	}
	if p.in.Name == "pork loin" {
		p.prep = "cut into 2 cm (3/4 in) thick medallions" // a whole tenderloin would take 25 minutes and dry at the ends
	}
	// A creamy pasta tosses its pasta through the sauce: the meat in bite-sized pieces,
	// the cheese stirred in with a splash of the cooking water, not melted under a lid.
	tossed := d.starch != nil && (isPasta(d.starch.in) || strings.HasSuffix(d.starch.in.Name, " pasta"))
	if tossed {
		for _, e := range []string{"large pot", "colander"} {
			if !slices.Contains(d.equipment, e) {
				d.equipment = append(d.equipment, e)
			}
		}
	}
	if tossed && (p.prep == "" || p.prep == "patted dry") && (p.in.Name == "chicken breast" || p.in.Name == "chicken thigh") {
		p.prep = "cut into 2 cm (3/4 in) pieces"
	}
	if p.in.Name == "chicken breast" && p.prep == "" {
		p.prep = "sliced into thin cutlets" // whole breasts would take twice as long and dry at the edges
	}
	// A Normandy pan: apple wedges browned in butter with the thyme, then the cider
	// boiled down in the same pan before the cream goes in.
	fruit := d.find("apple", "pear")
	if fruit == p {
		fruit = nil
	}
	cider := d.find("hard cider", "apple cider")
	d.size(cider, 40)
	var herbs []*part
	if fruit != nil {
		fruit.prep = "cored and cut into 8 wedges"
		d.size(fruit, 80)
		herbs = d.where(func(x *part) bool { return x.in.Name == "thyme" || x.in.Name == "rosemary" || x.in.Name == "sage" })
		for _, h := range herbs {
			h.prep = "leaves picked"
		}
	}
	// Sun-dried tomatoes (a Tuscan pan) are chopped and fried a minute with the garlic,
	// so they flavour the cream, not scattered over the top.
	sundried := d.find("sun-dried tomatoes")
	if sundried != nil {
		sundried.prep = "drained and roughly chopped"
		d.size(sundried, 15)
	}
	// Bacon, cream and cheese are written in their own steps, not stirred in or scattered again.
	own := append([]*part{bacon, cream, mustard, broth, sundried}, cheeses...)
	fat := d.fatName()
	heat := fmt.Sprintf("Heat the %s in a large skillet over medium-high heat", fat)
	if bacon != nil {
		later := d.prepFirst([]*part{bacon})
		d.step(max(7, d.prepMinutes(later)), "Cook the %s in a large dry skillet over medium heat, stirring now and then, until crisp, 6–7 minutes; lift onto paper towels and leave about 1 tbsp of its fat in the pan.%s", bacon.name(), meanwhile(later, ""))
		heat = fmt.Sprintf("Add the %s to the bacon fat and raise the heat to medium-high", fat)
	} else {
		d.prep(0)
	}
	// A steak or chop seared whole is not simmered again: it rests while the sauce is
	// made and is plated with it spooned over, still pink (a stroganoff's steak went back
	// to simmer after 8 minutes' searing).
	whole := restsWhole(p) && !tossed
	after := "; move to a plate."
	if whole {
		after = "; move to a plate to rest while you make the sauce."
	}
	// A fish fillet in a creamy pasta is seared whole, then broken into large flakes and
	// folded through at the end: simmered in the sauce it falls to shreds and overcooks.
	flaked := tossed && p.in.Category == "seafood" && cooksWhole(p.in) && p.in.Name != "scallops"
	if flaked {
		after = "; move to a plate and, when cool enough to handle, break into large flakes, discarding the skin."
	}
	d.sear(p, heat, "season and cook", "", after)
	// Garlic fried first and then left under mushrooms browning for 7 minutes burns:
	// with mushrooms it goes in for their last minute.
	var lateGarlic []*part
	if len(d.where(func(x *part) bool { return strings.Contains(x.in.Name, "mushroom") && x != p })) > 0 {
		lateGarlic = slices.DeleteFunc(slices.Clone(d.aromatics), func(a *part) bool { return slowAromatic(a.in) })
		d.aromatics = withoutParts(d.aromatics, lateGarlic)
	}
	d.aromaticStep("Lower the heat to medium; ")
	if sundried != nil {
		last := &d.steps[len(d.steps)-1]
		last.Text += fmt.Sprintf(" Stir in the %s and fry for a minute, until they smell sweet.", sundried.name())
		last.Minutes++
	}
	if len(lateGarlic) > 0 {
		d.aromatics = append(slices.Clone(d.aromatics), lateGarlic...)
	}
	if fruit != nil {
		fat := "a little more " + d.fatName()
		if b := d.butter(); b != nil {
			fat = "the rest of the " + b.name()
		}
		d.step(6, "Add %s and the %s, cut side down%s, and cook until golden and just tender, turning once, 5–6 minutes.", fat, fruit.name(), ifAny(", with the ", herbs, ""))
		own = append(append(own, fruit), herbs...)
	}
	if cider != nil {
		halved, m := d.bigHalving([]*part{cider}, "about 2 minutes", 3)
		d.step(m, "Pour in the %s and let it bubble, scraping up the browned bits, until reduced by half, %s.", cider.name(), halved)
		own = append(own, cider)
	}
	var browned, steamed []*part
	vegs := d.vegs
	for _, x := range d.extras {
		if x.in.Is(RoleVegetable) && x.in.Category == "produce" && !contains(d.aromatics, x) {
			// A vegetable the dish is named for (a stroganoff's mushrooms) cooks in the pan,
			// not stirred in raw at the end.
			vegs = append(vegs, x)
			own = append(own, x)
		}
	}
	for _, v := range vegs {
		if strings.Contains(v.in.Name, "mushroom") {
			browned = append(browned, v) // mushrooms brown in the open pan; steamed, they go grey and watery
		} else {
			steamed = append(steamed, v)
		}
	}
	if len(browned) > 0 {
		d.step(7, "Add the %s and cook, stirring now and then, until browned and their liquid has cooked off, about 7 minutes%s.", plurals(browned), ifAny("; add the ", lateGarlic, " for the last minute"))
		lateGarlic = nil
	}
	if len(lateGarlic) > 0 { // the mushroom was no vegetable of the pan after all
		d.step(1, "Add the %s and cook, stirring, until fragrant, about 1 minute.", partNames(lateGarlic))
	}
	steamed, greens := wiltOut(steamed) // spinach wilts into the finished sauce
	wilt := ""
	if len(greens) > 0 {
		wilt = fmt.Sprintf(", stirring in the %s to wilt", plurals(greens))
	}
	if len(steamed) > 0 {
		m := max(3, d.vegMinutesBy("saute", steamed))
		d.step(m, "Add the %s with 3 tbsp water, cover and cook until just tender, about %d minutes.", plurals(steamed), m)
	}
	d.cookStarch() // noodles or pasta whose water has been heating since the prep
	if broth != nil && strings.HasSuffix(broth.in.Name, "wine") {
		// Wine deglazes the pan and boils down before the cream goes in; poured in
		// with the cream it tastes raw and thins the sauce.
		d.size(broth, 30)
		halved, m := d.bigHalving([]*part{broth}, "about 2 minutes", 2)
		d.step(m, "Pour in the %s, scraping up the browned bits, and let it bubble until reduced by half, %s.", broth.name(), halved)
		broth = nil
	}
	liquid := "about 1/2 cup (120 ml) of water"
	if broth != nil {
		liquid = "the " + broth.name()
	} else if cider != nil {
		liquid = "3 tbsp water"
	}
	stir := fmt.Sprintf("Lower the heat, add the %s%s and %s, and stir until smooth and creamy, about 2 minutes", cream.name(), ifAny(" and the ", someOf(mustard), ""), liquid)
	if cream.in.Name == "heavy cream" && broth == nil {
		// Cream needs no water: it bubbles down to a sauce on its own.
		stir = fmt.Sprintf("Lower the heat, pour in the %s%s, scraping up the browned bits, and let it bubble until it thickens enough to coat a spoon, 2–3 minutes", cream.name(), ifAny(" with the ", someOf(mustard), ""))
	}
	if cream.in.Name == "sour cream" || cream.in.Name == "creme fraiche" {
		stir = fmt.Sprintf("Lower the heat to low, add %s%s and let it bubble for a minute, then stir in the %s off the boil so it does not split", liquid, ifAny(" and the ", someOf(mustard), ""), cream.name())
	}
	finish := d.finishText()
	if lemon := d.find("lemon", "lemon juice"); tossed && lemon != nil && lemon != d.acid && lemon.role != RoleGarnish {
		// Lemon sharpens the cream once the pasta is in: scattered over, it pools.
		finish = "stir in the " + lemon.name() + " and " + finish
		own = append(own, lemon)
	}
	if tossed && flaked {
		d.step(3, "%s%s.%s", stir, wilt, d.extrasInExcept(own...))
		d.step(2, "Add the drained %s%s and a splash of the cooking water and toss over low heat until the sauce clings, 1–2 minutes; %s. Fold in the %s and its juices gently, so the flakes stay whole, just to warm through.",
			d.starch.name(), ifAny(" with half the ", cheeses, ""), finish, p.name())
	} else if tossed {
		d.step(3, "%s. Return the %s and its juices and simmer gently until %s, 2 minutes%s.%s", stir, p.name(), doneness(p.in), wilt, d.extrasInExcept(own...))
		d.step(2, "Add the drained %s%s and a splash of the cooking water and toss over low heat until the sauce clings, 1–2 minutes; %s.",
			d.starch.name(), ifAny(" with half the ", cheeses, ""), finish)
	}
	if tossed {
		var tops []string
		if bacon != nil {
			tops = append(tops, "the crisp "+bacon.name())
		}
		if len(cheeses) > 0 {
			tops = append(tops, "the rest of the "+plurals(cheeses))
		}
		serve := "Serve in warm bowls"
		if len(tops) > 0 {
			serve += " topped with " + strings.Join(tops, " and ")
		}
		d.step(1, "%s.%s", serve, d.toppingsExcept(own...))
		d.mentionLeftovers()
		return
	}
	if whole {
		plate := "Plate the " + p.name()
		if strings.Contains(p.in.Name, "steak") {
			plate = "Slice the " + p.name() + " across the grain, plate it"
		}
		d.step(3, "%s%s; stir in any juices from the resting %s and %s.%s %s and spoon the sauce over.", stir, wilt, p.name(), d.finishText(), d.extrasInExcept(own...), plate)
	} else {
		d.step(3, "%s. Return the %s and its juices and simmer gently until coated and %s, 2 minutes%s; %s.%s", stir, p.name(), doneness(p.in), wilt, d.finishText(), d.extrasInExcept(own...))
	}
	if len(cheeses) > 0 {
		d.step(2, "Scatter the %s over the top, cover and leave over low heat until melted, about 2 minutes.", plurals(cheeses))
	}
	top := ""
	if bacon != nil {
		top = " Scatter over the crisp " + bacon.name() + "."
	}
	serve := "Serve from the skillet"
	if whole {
		serve = "Serve at once" // plated with its sauce, not from the pan
	}
	if s := d.starch; s != nil {
		serve += " with the " + s.name()
	}
	d.step(1, "%s.%s%s", serve, top, d.toppingsExcept(own...))
	d.mentionLeftovers()
}
