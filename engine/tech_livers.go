package engine

import (
	"fmt"
	"math"
	"strings"
)

// Chicken livers on toast: the livers trimmed of their sinews and patted dry, fried
// fast in foaming butter after the onion has softened, a minute or two a side so they
// brown outside and stay pink within, the pan deglazed with a splash of brandy (it may
// flame) and a spoon of cream, all spooned over hot buttered toast.

func init() {
	registerOwn(&form{name: "livers on toast", title: "Livers on Toast", minMinutes: 15, saltFactor: 0.5, fatFactor: 1,
		method: "sear", equipment: []string{"large skillet", "toaster"}, write: writeLiversOnToast})
}

func writeLiversOnToast(d *dish) {
	livers, bread := d.protein, d.starch
	if livers == nil || bread == nil {
		return
	}
	livers.prep = "trimmed of sinews, halved and patted dry"
	bread.prep = ""
	onion := d.find("shallot", "onion", "red onion")
	if onion != nil {
		onion.prep = "thinly sliced"
		d.size(onion, 30)
	}
	if g := d.find("garlic"); g != nil {
		g.prep = "minced"
	}
	brandy := d.find("brandy", "bourbon", "sherry", "marsala", "red wine")
	d.size(brandy, 8)
	cream := d.find("heavy cream", "creme fraiche")
	d.size(cream, 15)
	d.size(d.find("dijon mustard"), 2)
	herbs := d.where(func(p *part) bool { return p.in.Name == "thyme" || p.in.Name == "dried thyme" || p.in.Name == "sage" })
	for _, h := range herbs {
		if h.in.Name != "dried thyme" {
			h.prep = "leaves picked"
		}
	}
	d.size(d.fat, 10)
	d.prep(0)
	fat := d.fatName()
	butter := d.fat != nil && d.fat.in.Name == "butter"
	hot := "when it shimmers" // oil shimmers; only butter foams
	if butter {
		hot = "when it foams"
	}
	// A 30 cm skillet holds about 500 g of livers in one layer: more fry in rounds.
	rounds := max(1, int(math.Ceil(livers.grams/500)))
	soft := append(someOf(onion), someOf(d.find("garlic"))...)
	rest := "add the rest of the " + fat
	if len(soft) > 0 {
		d.step(6, "Melt half the %s in a large skillet over medium heat and cook the %s with a pinch of salt until soft and golden, 5–6 minutes; push to the side of the pan.", fat, partNames(soft))
		rest = "Turn the heat up to high, " + rest
	} else {
		rest = "Heat half the " + fat + " in a large skillet over high heat"
		if rounds > 1 {
			rest = "Heat a little of the " + fat + " in a large skillet over high heat"
		}
	}
	if rounds == 1 {
		d.step(5, "%s and, %s, lay in the %s in one layer%s. Fry without moving for 1–2 minutes until browned underneath, then turn and fry 1–2 minutes more, until %s.",
			rest, hot, livers.name(), ifAny(" with the ", herbs, ""), doneness(livers.in))
	} else {
		d.step(4*rounds, "%s and, %s, lay in %s in one layer%s: they fry in %d rounds, so the pan stays hot. Fry each round without moving for 1–2 minutes until browned underneath, then turn and fry 1–2 minutes more, until %s; lift onto a warm plate and add a little more %s for the next round, then return them all to the pan.",
			rest, hot, portionOf(rounds, "the "+livers.name()), ifAny(" with the ", herbs, ""), rounds, doneness(livers.in), fat)
	}
	sauce := ""
	if brandy != nil {
		sauce = fmt.Sprintf(" Pour in the %s (stand back: it may flame) and let it bubble away for 30 seconds.", brandy.name())
	}
	if cream != nil || d.find("dijon mustard") != nil {
		sauce += fmt.Sprintf(" Stir in the %s and bubble until it coats the livers, about 1 minute.", partNames(append(someOf(cream), someOf(d.find("dijon mustard"))...)))
	}
	d.step(2, "%s", strings.TrimSpace(sauce+" Season with salt and pepper; meanwhile, toast the "+bread.name()+"."))
	// Buttered toast where the livers fried in butter; where the rules or the pantry
	// give oil, the toast takes the pan juices alone.
	serve := "Spoon the livers and their pan juices over the toast; eat at once.%s"
	if butter {
		serve = "Butter the toast if you like and spoon the livers and their pan juices over it; eat at once.%s"
	}
	d.step(1, serve, d.toppingsExcept(append(append(soft, herbs...), someOf(brandy, cream, d.find("dijon mustard"))...)...))
}
