package engine

import (
	"fmt"
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
	soft := append(someOf(onion), someOf(d.find("garlic"))...)
	if len(soft) > 0 {
		d.step(6, "Melt half the %s in a large skillet over medium heat and cook the %s with a pinch of salt until soft and golden, 5–6 minutes; push to the side of the pan.", fat, partNames(soft))
	}
	d.step(5, "Turn the heat up to high, add the rest of the %s and, when it foams, lay in the %s in one layer%s. Fry without moving for 1–2 minutes until browned underneath, then turn and fry 1–2 minutes more, until %s.",
		fat, livers.name(), ifAny(" with the ", herbs, ""), doneness(livers.in))
	sauce := ""
	if brandy != nil {
		sauce = fmt.Sprintf(" Pour in the %s (stand back: it may flame) and let it bubble away for 30 seconds.", brandy.name())
	}
	if cream != nil || d.find("dijon mustard") != nil {
		sauce += fmt.Sprintf(" Stir in the %s and bubble until it coats the livers, about 1 minute.", partNames(append(someOf(cream), someOf(d.find("dijon mustard"))...)))
	}
	d.step(2, "%s Season with salt and pepper; meanwhile, toast the %s.", strings.TrimSpace(sauce), bread.name())
	d.step(1, "Butter the toast if you like and spoon the livers and their pan juices over it; eat at once.%s",
		d.toppingsExcept(append(append(soft, herbs...), someOf(brandy, cream, d.find("dijon mustard"))...)...))
}
